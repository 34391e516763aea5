/**
 * The address customers reach (issue 22 §3): PUBLIC_URL, an absolute http(s) address without a
 * trailing slash, or null when unset. Links and QR codes that send a customer to the portal or to
 * registration are built on it, not on the address an operator happens to browse from.
 */
export function publicUrlOf(env: NodeJS.ProcessEnv): string | null {
  const value = env.PUBLIC_URL?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(publicUrlProblem(value));
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash || url.username) {
    throw new Error(publicUrlProblem(value));
  }
  return url.toString().replace(/\/+$/, '');
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
