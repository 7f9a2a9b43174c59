// The rule of a course's or a free lesson's name (1–100 characters after trimming), shared by the forms
// that name one; each form brings its own messages.

/** A react-hook-form `validate` for a name: the form's message when it is empty or too long, else true. */
function nameRule(messages: { nameRequired: string; nameTooLong: string }) {
  return (value: string): true | string => {
    const name = value.trim();
    if (name === "") return messages.nameRequired;
    return name.length <= 100 ? true : messages.nameTooLong;
  };
}

export { nameRule };
