/** The service's All Users group: every person belongs to it, and a draft accepted without a group goes to it. */
export const ALL_USERS_GROUP = '8ea77d81-d79c-40f8-8cfc-279fe9e7b2eb';
