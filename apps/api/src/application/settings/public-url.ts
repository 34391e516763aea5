import { httpAddressOf } from '@kahraba/billing-domain';

/**
 * The address customers reach as the environment sets it (PUBLIC_URL, docs/public-address.md): an
 * absolute http(s) address without a trailing slash, or null when unset. It overrides the address
 * saved in the settings. Links and QR codes that send a customer to the portal or to registration
 * are built on it, not on the address an operator happens to browse from.
 */
export function publicUrlOf(env: NodeJS.ProcessEnv): string | null {
  const value = env.PUBLIC_URL?.trim();
  if (!value) return null;
  const address = httpAddressOf(value);
  if (address === null) throw new Error(publicUrlProblem(value));
  return address;
}

function publicUrlProblem(value: string): string {
  return `PUBLIC_URL ليس عنوان http(s): «${value}» (مثلاً https://kahraba.example.com، أو اتركه فارغاً)`;
}

/** Why the environment cannot start (a PUBLIC_URL that is no address), or null. */
export function publicUrlSettingProblem(env: NodeJS.ProcessEnv): string | null {
  try {
    publicUrlOf(env);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}
