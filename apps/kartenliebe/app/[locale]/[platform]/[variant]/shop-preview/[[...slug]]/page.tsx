import { createPreviewPage } from '@shop/storefront/app/preview-page';
import { channel } from '../../../../../../src/channel.ts';
import { env } from '../../../../../../src/env.ts';

const page = createPreviewPage(channel, env);

export const dynamic = 'force-dynamic';
export const metadata = page.metadata;
export default page.PreviewPage;
