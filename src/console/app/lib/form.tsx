/**
 * The console's forms: react-hook-form holds the values and runs a zod schema (the API's own
 * where it can be bundled for the browser: brand import and colours, API keys, webhooks), and a
 * field's problem is shown next to it, tied to it for assistive technology (aria-invalid,
 * aria-describedby).
 *
 *   const form = useZodForm(Schema, { defaultValues });
 *   <form onSubmit={form.handleSubmit((values) => save.run(...))} noValidate>
 *     <label htmlFor="x">X</label>
 *     <input {...field(form, 'x', 'x-id')} />
 *     <FieldError form={form} name="x" id="x-id" />
 *
 * A submit with problems focuses the first field that has one (react-hook-form's
 * shouldFocusError), so a keyboard user lands where the message is; the message is an alert, so
 * a screen reader says it as it appears (on submit, and as the field changes after that). The API's refusal of a
 * field (a 400 whose details name `body.<field>`) is shown the same way (`serverErrors`).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { get, useForm, type FieldPath, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { BrandmailError } from './client';

/**
 * zod's default messages in words for a person ("Too small: expected string to have >=1
 * characters" → "Required."). A schema's own message (a refine's, the API's field rules) wins.
 */
export function plainIssue(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'Required.' : `At least ${issue.minimum} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set') return Number(issue.minimum) <= 1 ? 'Choose at least one.' : `Choose at least ${issue.minimum}.`;
      return `At least ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `At most ${Number(issue.maximum).toLocaleString()} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `At most ${issue.maximum}.`;
      return `At most ${issue.maximum}.`;
    case 'invalid_format':
      if (issue.format === 'url') return 'Enter a full web address, starting with https://.';
      if (issue.format === 'email') return 'Enter an email address, like name@example.com.';
      return 'Not in the expected form.';
    case 'invalid_value':
      return 'Choose one of the options.';
    case 'invalid_type':
      return issue.input === undefined || issue.input === '' ? 'Required.' : undefined;
    default:
      return undefined;
  }
}

/** A form whose values are checked by `schema` (its input type is the form's values, its output what submit receives). */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  props: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  // Checked on submit, then as a field changes (react-hook-form's default). Not when a field is
  // left: a message appearing then moves the submit button from under a pointer on its way to it.
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema, { error: plainIssue }), ...props });
}

/** The message of a field's problem, as a sentence. */
function messageOf<T extends FieldValues>(form: UseFormReturn<T, unknown, any>, name: FieldPath<T>): string | undefined {
  const error = get(form.formState.errors, name) as { message?: unknown } | undefined;
  const text = typeof error?.message === 'string' ? error.message.trim() : '';
  if (!text) return undefined;
  const sentence = text[0].toUpperCase() + text.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** What ties a control to its problem (and to a help text, if it has one). */
export function invalidProps<T extends FieldValues>(form: UseFormReturn<T, unknown, any>, name: FieldPath<T>, id: string, help?: string) {
  const invalid = !!messageOf(form, name);
  const describedBy = [help, invalid ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy || undefined } as const;
}

/**
 * A group of checkboxes (a fieldset) whose problem is the group's ("Choose at least one."): the
 * fieldset names the message (aria-describedby; a group may not carry aria-invalid), each box
 * says it is invalid.
 */
export function groupProps<T extends FieldValues>(form: UseFormReturn<T, unknown, any>, name: FieldPath<T>, id: string) {
  const invalid = !!messageOf(form, name);
  return {
    fieldset: { id, 'aria-describedby': invalid ? `${id}-error` : undefined, className: invalid ? 'invalid' : undefined },
    box: { 'aria-invalid': invalid || undefined },
  } as const;
}

/** A registered control's props: its id, react-hook-form's wiring and the problem's aria attributes. */
export function field<T extends FieldValues>(form: UseFormReturn<T, unknown, any>, name: FieldPath<T>, id: string, help?: string) {
  return { id, ...form.register(name), ...invalidProps(form, name, id, help) };
}

/** The problem of one field, right below it; its id is what the control's aria-describedby names. */
export function FieldError<T extends FieldValues>({ form, name, id }: { form: UseFormReturn<T, unknown, any>; name: FieldPath<T>; id: string }) {
  const message = messageOf(form, name);
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="field-error" role="alert">
      {message}
    </p>
  );
}

/**
 * The API's refusal of fields (400, details `body.<field>…`) set on those fields of the form.
 * `fields` maps the body's field to the form's; a nested one is found by its whole path first
 * (`credentials.apiKey` for `body.credentials.apiKey`), else by its first part (`recipients` for
 * `body.recipients.3`). Returns whether any was: if so, the caller need not say it again apart
 * from the form.
 */
export function serverErrors<T extends FieldValues>(form: UseFormReturn<T, unknown, any>, err: unknown, fields: Partial<Record<string, FieldPath<T>>>): boolean {
  if (!(err instanceof BrandmailError) || err.status !== 400 || !err.details?.length) return false;
  let set = false;
  for (const detail of err.details) {
    const [where, ...rest] = detail.path.split('.');
    const name = where === 'body' && rest.length ? (fields[rest.join('.')] ?? fields[rest[0]!]) : undefined;
    if (!name) continue;
    form.setError(name, { type: 'server', message: detail.message }, { shouldFocus: !set });
    set = true;
  }
  return set;
}
