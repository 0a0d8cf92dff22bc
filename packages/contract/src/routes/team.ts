import { errorBodySchema } from '../common.ts';
import {
  changeMemberBody,
  inviteMemberBody,
  memberListSchema,
  memberSchema,
  teamSettingsBody,
  teamSettingsSchema,
} from '../team.ts';
import { idParams } from '../common.ts';
import { z } from 'zod';
import { route } from './define.ts';

const team409 = errorBodySchema.meta({
  description: '`email-in-use`: the address has an account, or this company already invited it.',
});

const owner409 = errorBodySchema.meta({
  description: '`owner-fixed`: the owner cannot be changed or removed; `conflict`: the member has already joined.',
});

const limited429 = errorBodySchema.meta({
  description: '`too-many-requests`: too many invitations from this company this hour (Retry-After).',
});

const otherCompany404 = errorBodySchema.meta({ description: '`not-found`: no such member in this company.' });

// Moved from apps/api/src/modules/team/routes.ts.
export const teamRoutes = {
  // docs/architecture.md "Money that is fair": whether the crew sees the company's pay (the owner's choice).
  getTeamSettings: route({
    method: 'GET',
    path: '/api/team/settings',
    who: { member: 'changeTeam' },
    tags: ['team'],
    summary: "Whether the office and technicians see the company's pay (default false)",
    responses: { 200: teamSettingsSchema },
  }),
  patchTeamSettings: route({
    method: 'PATCH',
    path: '/api/team/settings',
    examples: [{ body: { crewSeesPay: false } }],
    who: { member: 'changeTeam' },
    tags: ['team'],
    summary: "Let the office and technicians see the company's pay, or not",
    body: teamSettingsBody,
    responses: { 200: teamSettingsSchema },
  }),
  getTeam: route({
    method: 'GET',
    path: '/api/team',
    who: { member: 'readTeam' },
    tags: ['team'],
    summary: "The company's members and open invitations (owner first)",
    responses: { 200: memberListSchema },
  }),
  postTeam: route({
    method: 'POST',
    path: '/api/team',
    examples: [{ body: { email: 'owner@example.com', name: 'Taken', role: 'office' } }],
    who: { member: 'changeTeam' },
    tags: ['team'],
    summary: 'Invite a person as office or technician: mails a /join link (7 days, single use)',
    body: inviteMemberBody,
    responses: { 201: memberSchema, 409: team409, 429: limited429 },
    rateLimit: 'team-invitation',
  }),
  postTeamByIdInvitation: route({
    method: 'POST',
    path: '/api/team/:id/invitation',
    ids: { id: 'member' },
    who: { member: 'changeTeam' },
    tags: ['team'],
    summary: 'Send an open invitation again: a new link, the earlier one stops',
    params: idParams,
    responses: { 202: z.null(), 404: otherCompany404, 409: owner409, 429: limited429 },
  }),
  patchTeamById: route({
    method: 'PATCH',
    path: '/api/team/:id',
    ids: { id: 'member' },
    examples: [{ body: { role: 'technician' } }],
    who: { member: 'changeTeam' },
    tags: ['team'],
    summary:
      "Change a member's role (read from the database on the member's next request), or whether it takes jobs (`{takesJobs}`)",
    params: idParams,
    body: changeMemberBody,
    responses: { 200: memberSchema, 404: otherCompany404, 409: owner409 },
  }),
  deleteTeamById: route({
    method: 'DELETE',
    path: '/api/team/:id',
    ids: { id: 'member' },
    who: { member: 'changeTeam' },
    tags: ['team'],
    summary: 'Cancel an invitation, or remove a member: every one of its tokens stops at once',
    params: idParams,
    responses: { 204: z.null(), 404: otherCompany404, 409: owner409 },
  }),
};
