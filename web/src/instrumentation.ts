/**
 * Runs once when a server process starts: the settings are validated now, so a production server
 * with a missing or weak secret stops at start with the variable's name instead of failing its
 * first request.
 */
export async function register(): Promise<void> {
  await import('./config/env');
}
