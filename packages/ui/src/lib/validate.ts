import { messages } from "../messages";

/** A link the shell may open: http, https, mailto or tel. */
function isExternal(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path);
}

/** Only http and https links may be opened in a new tab (security baseline). */
function isHttpUrl(path: string): boolean {
  return /^https?:\/\//i.test(path.trim());
}

/** A full http, https or ftp URL. */
function validURL(url: string): boolean {
  return /^(https?|ftp):\/\/([a-zA-Z0-9.-]+(:[a-zA-Z0-9.&%$-]+)*@)*((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]?)(\.(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3}|([a-zA-Z0-9-]+\.)*[a-zA-Z0-9-]+\.[a-zA-Z]{2,})(:[0-9]+)*(\/($|[a-zA-Z0-9.,?'\\+&%$#=~_-]+))*$/.test(
    url,
  );
}

/** An e-mail address. */
function validEmail(email: string): boolean {
  return /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(email);
}

/** Lowercase letters only. */
function validLowerCase(value: string): boolean {
  return /^[a-z]+$/.test(value);
}

/** Uppercase letters only. */
function validUpperCase(value: string): boolean {
  return /^[A-Z]+$/.test(value);
}

/** Latin letters only. */
function validAlphabets(value: string): boolean {
  return /^[A-Za-z]+$/.test(value);
}

/** A mainland China mobile number: 11 digits starting with 1. */
function validMobile(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}

/** The demo username helper of the spec: admin or editor. */
function validUsername(value: string): boolean {
  return ["admin", "editor"].includes(value.trim());
}

/** The profile form's fields. Sex is 1 (male) or 2 (female). */
type ProfileValues = { nickname: string; mobile: string; email: string; sex: "1" | "2" };
type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

/** Input limits of the profile form (section 5). */
const profileLimits = { mobile: 11, email: 50 } as const;

/** Validates the profile form with the spec's texts; an empty object means valid. */
function validateProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!values.nickname.trim()) errors.nickname = messages.profile.nicknameRequired;
  if (!values.email.trim()) errors.email = messages.profile.emailRequired;
  else if (!validEmail(values.email.trim())) errors.email = messages.profile.emailInvalid;
  if (!values.mobile.trim()) errors.mobile = messages.profile.mobileRequired;
  else if (!validMobile(values.mobile.trim())) errors.mobile = messages.profile.mobileInvalid;
  return errors;
}

export {
  isExternal,
  isHttpUrl,
  profileLimits,
  validAlphabets,
  validateProfile,
  validEmail,
  validLowerCase,
  validMobile,
  validUpperCase,
  validURL,
  validUsername,
};
export type { ProfileErrors, ProfileValues };
