// What the demo's checkout pages share: calls to the demo merchant's server and how they show errors.

export async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok)
    throw new Error((answer.error as string) ?? `The merchant server answered ${response.status}.`);
  return answer;
}

export function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
