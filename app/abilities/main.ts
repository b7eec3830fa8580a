/**
 * Pre-registered Bouncer abilities. Authorization lives in policies
 * (app/policies, reading the admin-section registry); none are needed yet.
 */
export {}
