import { createPreviewPage } from '@shop/storefront/app/preview-page';
import { channel } from '../../../../../../src/channel.ts';
import { env } from '../../../../../../src/env.ts';
import { renderDraft } from './actions.ts';

const page = createPreviewPage(channel, env, renderDraft);

export const dynamic = 'force-dynamic';
export const metadata = page.metadata;
export default page.PreviewPage;
