import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App, createQueryClient } from './app/app';
import { routes } from './app/routes';
import { readSsrState } from './ssr/ssr-state';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

// A public page comes rendered by the server with its data: hydrate it from that state.
// Other pages (the account, the admin) come as an empty shell and render here.
const state = readSsrState(document);
const queryClient = createQueryClient();
if (state) hydrate(queryClient, state.queries);
const router = createBrowserRouter(routes, state ? { hydrationData: state.router } : undefined);
const app = (
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>
);
if (state) hydrateRoot(root, app);
else createRoot(root).render(app);
