/** The owner every test server is set up with. */
export const adminCredentials = { username: 'owner', password: 'correct horse battery staple' }
