import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './routes';

export const createAppRouter = (queryClient: QueryClient) => createBrowserRouter(appRoutes(queryClient));
