export const OUTBOX_FILE: string;
export interface CapturedMail {
  to: string;
  subject: string;
  code: string | null;
  link: string | null;
  at: string;
}
export function templateLink(
  verifyUrl: string,
  mail: { email: string; code: string | null },
  templates: Record<string, string>,
): string | null;
export function captureMail(dataDir: string, options?: { templates?: Record<string, string> }): (line: string) => boolean;
export function latestMail(dataDir: string, email: string): CapturedMail | null;
export function waitForMailedCode(dataDir: string, email: string, options?: { after?: string; timeoutMs?: number }): Promise<string>;
export function waitForMailedLink(dataDir: string, email: string, options?: { after?: string; timeoutMs?: number }): Promise<string>;
export const SMS_OUTBOX_FILE: string;
export interface CapturedText {
  to: string;
  body: string;
  code: string;
  at: string;
}
export function phoneDigits(phone: string): string;
export function recordText(dataDir: string, text: { to: string; body: string; code: string }): void;
export function latestText(dataDir: string, phone: string): CapturedText | null;
export function waitForTextedCode(dataDir: string, phone: string, options?: { after?: string; timeoutMs?: number }): Promise<string>;
