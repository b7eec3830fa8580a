/*
 * Public forms, FAQ, blog and search-engine files.
 */
export {}
