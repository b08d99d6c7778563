// Same defaults as the shop apps where they change the weight or the served bytes.
export default { reactStrictMode: true, poweredByHeader: false };
