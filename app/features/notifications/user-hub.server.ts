export function userHub(env: Env, userId: string) {
  return env.USER_HUB.get(env.USER_HUB.idFromName(userId));
}
