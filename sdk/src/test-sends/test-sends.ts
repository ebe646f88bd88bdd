import { path, type RequestCore, type RequestOptions } from '../core/request';
import { requestOptionsOf, waitForJob, type WaitOptions } from '../core/wait';
import type { TestSend, TestSendCreateParams, TestSendStarted } from '../types';

/** Test sends: the email to up to 10 inboxes over the server's SMTP server, with each recipient's status. */
export class TestSends {
  constructor(private readonly core: RequestCore) {}

  /** Starts a test send of `conversationId` (its latest version) or `html` + `subject`. */
  create(params: TestSendCreateParams, options?: RequestOptions): Promise<TestSendStarted> {
    return this.core.data('POST', '/v1/emails/test-sends', { body: { json: params }, options });
  }

  /** Sends and waits: every recipient accepted or rejected (with the SMTP reply), or TEST_SEND_FAILED. */
  async createAndWait(params: TestSendCreateParams, options: WaitOptions<TestSend> = {}): Promise<TestSend> {
    const { testSendId } = await this.create(params, requestOptionsOf(options));
    return this.waitForTestSend(testSendId, options);
  }

  get(testSendId: string, options?: RequestOptions): Promise<TestSend> {
    return this.core.data('GET', path`/v1/emails/test-sends/${testSendId}`, { options });
  }

  waitForTestSend(testSendId: string, options: WaitOptions<TestSend> = {}): Promise<TestSend> {
    return waitForJob((o) => this.get(testSendId, o), `The test send ${testSendId}`, 'TEST_SEND_FAILED', options);
  }
}
