/** A typed view of the Worker's variables. Providers that differ by profile are chosen here, once. */
export type Profile = "embedded" | "production";

export interface Config {
  profile: Profile;
  /** IANA time zone in which "today" is computed. */
  timezone: string;
  maxUploadBytes: number;
}

function validTimezone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export function loadConfig(env: Partial<Pick<Env, "PROFILE" | "TIMEZONE" | "MAX_UPLOAD_MB">>): Config {
  const profile: Profile = env.PROFILE === "production" ? "production" : "embedded";
  const timezone = env.TIMEZONE && validTimezone(env.TIMEZONE) ? env.TIMEZONE : "UTC";
  const maxUploadMb = Number(env.MAX_UPLOAD_MB);
  return {
    profile,
    timezone,
    maxUploadBytes: (Number.isFinite(maxUploadMb) && maxUploadMb > 0 ? maxUploadMb : 25) * 1024 * 1024,
  };
}
