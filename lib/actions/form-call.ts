import { notFound } from 'next/navigation';

/**
 * Our forms call their action with the previous state and the form's FormData (useActionState).
 * Anything else (a hand-made call, a tampered state field that shifts the arguments) was not
 * sent by our form: it is the client's error and answers 404, before anything is read or stored.
 */
export function requireFormCall(formData: unknown): asserts formData is FormData {
  if (!(formData instanceof FormData)) notFound();
}
