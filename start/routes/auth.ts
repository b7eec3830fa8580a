/*
 * Member accounts: sign-in, registration, password flows, verification,
 * social login, logout and account deletion.
 */
export {}
