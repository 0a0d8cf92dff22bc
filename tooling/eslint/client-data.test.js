// client-data/one-door and client-data/errors-by-code (docs/how-to/client-data.md): where the config turns
// them on (everywhere in the web app but the endpoint files), a call, a data hook or a query key is refused,
// and so is a decision on an HTTP status.
import plugin from './client-data.js';
import { tester } from './rule-tester.js';

tester.run('client-data/one-door', plugin.rules['one-door'], {
  valid: [
    "import { useQueryClient } from '@tanstack/react-query';",
    "import type { UseQueryResult } from '@tanstack/react-query';",
    "import { ApiError } from '../../lib/api/api-client';",
    "import { useAppointments } from './api/get-appointments'; const { data } = useAppointments();",
    // the SSE reader may fetch and use the client's base URL
    { code: "import { apiUrl } from '../api/api-client'; fetch(apiUrl('/events'));", options: [{ sseReader: true }] },
  ],
  invalid: [
    { code: "import { useQuery } from '@tanstack/react-query';", errors: 1 },
    { code: "import { useMutation, useQueryClient } from '@tanstack/react-query';", errors: 1 },
    { code: "import { api } from '../../lib/api/api-client';", errors: 1 },
    { code: "fetch('/api/vendor');", errors: 1 },
    { code: "window.fetch('/api/vendor');", errors: 1 },
    { code: "queryClient.setQueryData(['vendor'], vendor);", errors: 1 },
    { code: "const options = { queryKey: ['vendor'] };", errors: 1 },
    { code: 'invalidate(vendorQuery.queryKey);', errors: 1 },
  ],
});

tester.run('client-data/errors-by-code', plugin.rules['errors-by-code'], {
  valid: [
    "if (hasCode(error, 'appointment-closed')) show();",
    'const ok = response.status;',
    "const texts = { codes: { 'role-forbidden': 'No' } };",
  ],
  invalid: [
    { code: 'if (error.status === 409) show();', errors: 1 },
    { code: 'if (404 !== error.status) show();', errors: 1 },
    { code: "errorText(error, { status: { 403: 'No' } });", errors: 1 },
  ],
});

tester.run('client-data/route-paths', plugin.rules['route-paths'], {
  valid: [
    "import * as paths from '@vendor-portal/contract/routes/paths'; await call(paths.getVendorHoursById, { params: { id } });",
    "import type { hoursRoutes } from '@vendor-portal/contract/routes/hours';",
    "import { type RouteDef } from '@vendor-portal/contract/routes/define';",
    "import { ApiError, unwrapList } from '../../lib/api/api-client.ts';",
    "navigate('/appointments/' + id);",
    'const link = `/ops/vendors/${id}`;',
  ],
  invalid: [
    { code: "await fetchJson('/api/vendorHours');", errors: 1 },
    { code: 'const url = `/api/vendorHours/${id}`;', errors: 1 },
    { code: "apiRequest('/auth/sessions', { method: 'POST' });", errors: 1 },
    { code: "import { api } from '../../lib/api/api-client.ts'; api.get('/vendorHours');", errors: 1 },
    { code: "import { apiRequest, ApiError } from '../api-client.ts';", errors: 1 },
    { code: "import { hoursRoutes } from '@vendor-portal/contract/routes/hours';", errors: 1 },
    { code: "import { routes } from '@vendor-portal/contract/routes/index';", errors: 1 },
  ],
});

tester.run('client-data/query-keys', plugin.rules['query-keys'], {
  valid: [
    'const options = { queryKey: queryKey(paths.getVendor) };',
    'queryClient.setQueryData(queryKey(paths.getAppointmentById, { params: { id } }), job);',
    'queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey });',
    "const days = ['Monday', 'Tuesday'];",
    'queryClient.invalidateQueries();',
  ],
  invalid: [
    { code: "const options = { queryKey: ['appointment', id] };", errors: 1 },
    { code: "queryClient.invalidateQueries({ queryKey: ['dispatch'] });", errors: 1 },
    { code: "queryClient.setQueryData(['appointment', '7'], job);", errors: 1 },
    { code: "queryClient.getQueryData(['appointment', String(id)]);", errors: 1 },
    { code: "export const listsKey = ['appointments'];", errors: 1 },
    { code: "const { mutate } = useMutation({ mutationKey: ['claim'] });", errors: 1 },
  ],
});
