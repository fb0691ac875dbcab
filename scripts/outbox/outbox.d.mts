export const OUTBOX_FILE: string;
export interface CapturedMail {
  to: string;
  subject: string;
  code: string | null;
  at: string;
}
export function captureMail(dataDir: string): (line: string) => boolean;
export function latestMail(dataDir: string, email: string): CapturedMail | null;
export function waitForMailedCode(dataDir: string, email: string, options?: { after?: string; timeoutMs?: number }): Promise<string>;
