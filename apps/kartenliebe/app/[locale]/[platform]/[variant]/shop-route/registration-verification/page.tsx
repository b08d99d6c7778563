import { createRegistrationVerificationMetadata, createRegistrationVerificationPage } from '@shop/storefront/next-door/registration-page';
import { channel } from '../../../../../../src/channel.ts';
import { env } from '../../../../../../src/env.ts';

// The route table's `registration-verification` group: the sign-up mail's link arrives here after the proxy has
// verified its token (`?status=`). The visitor's own outcome: rendered per request, never cached.
export const dynamic = 'force-dynamic';
export const generateMetadata = createRegistrationVerificationMetadata();
export default createRegistrationVerificationPage(channel, env);
