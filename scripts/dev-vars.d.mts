export function readVars(file?: string): Record<string, string>;
export function vapidKeys(): { publicKey: string; privateKey: string };
export function signingKey(): string;
export function ensureDevVars(): Record<string, string>;
