export function readVars(file?: string): Record<string, string>;
export function vapidKeys(): { publicKey: string; privateKey: string };
export function signingKey(): string;
export function contentCredentialsChain(options?: { name?: string; years?: number }): Promise<{ key: string; chain: string }>;
export function ensureDevVars(): Promise<Record<string, string>>;
