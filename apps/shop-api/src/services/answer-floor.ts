/**
 * Answers that must not tell whether an account exists (password reset, sign-up, a new verification mail) leave no
 * sooner than this after the request arrived. Their own work (parsing, limits, the password check) takes a few ms and
 * is the same for every address; the lookup and the mail follow from the background queue. The floor on top makes
 * whatever else the server does at that moment (a queued mail, a collection of garbage) shift every answer alike.
 */
export const answerFloorMs = 100;

/** Waits until `floorMs` have passed since `started` (a `performance.now()` reading). */
export async function answerNoSoonerThan(started: number, floorMs = answerFloorMs): Promise<void> {
  const wait = started + floorMs - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
