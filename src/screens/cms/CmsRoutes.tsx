// The CMS's screens under /cms: websites (default), a website's page with its tabs and tables, the
// lists of pages by kind, comments, and the page and popup editors.
import { Route, Routes } from 'react-router-dom';
import { lazyWithReload } from '../../lib/lazyWithReload';
import NotFoundPage from '../NotFoundPage';
import CommentsList from './CommentsList';
import PagesList from './PagesList';
import WebsitePage from './WebsitePage';
import WebsitesList from './WebsitesList';

const PageEditor = lazyWithReload(() => import('./editor/PageEditor'));
const SchemaTablePage = lazyWithReload(() => import('./schemas/SchemaTablePage'));

export default function CmsRoutes() {
  return (
    <Routes>
      <Route index element={<WebsitesList />} />
      <Route path="websites" element={<WebsitesList />} />
      <Route path="websites/new" element={<WebsitesList creating />} />
      <Route path="websites/:websiteId" element={<WebsitePage />} />
      <Route path="websites/:websiteId/schemas/new" element={<WebsitePage creatingTable />} />
      <Route path="websites/:websiteId/schemas/:tableId" element={<SchemaTablePage />} />
      <Route path="websites/:websiteId/pages/:id" element={<PageEditor />} />
      <Route path="websites/:websiteId/:tab" element={<WebsitePage />} />
      <Route path="pages" element={<PagesList kind="page" />} />
      <Route path="articles" element={<PagesList kind="article" />} />
      <Route path="legal" element={<PagesList kind="legal" />} />
      <Route path="popups" element={<PagesList kind="popup" />} />
      <Route path="comments" element={<CommentsList />} />
      <Route path="pages/:id" element={<PageEditor />} />
      <Route path="popups/:id" element={<PageEditor />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
