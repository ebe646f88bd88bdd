export { safeFetch, safeFetchStream, checkOutboundUrl, parseHttpUrl, USER_AGENT } from './fetch';
export type { SafeFetchOptions, SafeResponse, SafeResponseHead, SafeStreamResponse } from './fetch';
export { safeFetchStatus, type SafeStatusOptions } from './status';
export { OutboundError, isOutboundError, type OutboundErrorKind } from './errors';
export { isPublicAddress, nonPublicRange, type AddressPolicy } from './address-policy';
