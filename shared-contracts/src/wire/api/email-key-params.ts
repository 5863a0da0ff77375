/**
 * The query parameter of the link in an address-change mail: `/?confirm-email-change=KEY`, which the shell
 * posts back. A module of its own, with no schema in it: the shell's first load reads only this name.
 */
export const CONFIRM_EMAIL_CHANGE_PARAM = 'confirm-email-change';
