/** Reads a secret piped on standard input (first line), e.g. `echo "$PASS" | billing users create ...`. */
export async function readFirstLineFromStdin(prompt: string): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write(prompt);
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    if (Buffer.concat(chunks).includes(10)) break;
  }
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0];
}
