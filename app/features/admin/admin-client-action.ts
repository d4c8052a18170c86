// The admin routes' clientAction answers with this: the server's answer as it is, or, when the request
// cannot reach the server at all, the action's failure message in the same shape, so the dashboard shows
// a red banner instead of the error page.
import { unreachedMessage } from "./admin-messages";

export async function serverAnswerOrUnreached<T>(intent: string, serverAction: () => Promise<T>) {
  try {
    return await serverAction();
  } catch (error) {
    // A thrown Response (403, a redirect) is the server's word: let Remix handle it.
    if (!(error instanceof TypeError)) throw error;
    return { intent, ok: false as const, message: unreachedMessage(intent) };
  }
}
