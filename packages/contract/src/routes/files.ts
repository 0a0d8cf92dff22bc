import { z } from 'zod';
import { fileLinkQuery, vendorFileSchema } from '../files.ts';
import { idParams } from '../common.ts';
import { route } from './define.ts';
import { errors } from './answers.ts';

// Moved from apps/api/src/modules/files/routes.ts.
export const filesRoutes = {
  getVendorFiles: route({
    method: 'GET',
    path: '/api/vendorFiles',
    who: { member: 'files' },
    tags: ['files'],
    summary: "The vendor's files, newest first; mediaUrl is a signed link valid for minutes",
    responses: { 200: z.array(vendorFileSchema) },
  }),
  postVendorFiles: route({
    method: 'POST',
    path: '/api/vendorFiles',
    examples: [
      {
        parts: [
          { name: 'fileLabel', value: 'Other' },
          { name: 'title', value: 'Mine' },
          { name: 'file', file: 'image/png' },
        ],
      },
    ],
    who: { member: 'files' },
    tags: ['files'],
    summary: 'Upload a file (multipart: fileLabel, title, file). PDF, PNG, JPEG or GIF by content, at most 10 MB',
    consumes: ['multipart/form-data'],
    responses: { 201: vendorFileSchema, ...errors(400, 413, 415) },
    idempotent: true,
  }),
  deleteVendorFilesById: route({
    method: 'DELETE',
    path: '/api/vendorFiles/:id',
    ids: { id: 'vendorFile' },
    who: { member: 'files' },
    tags: ['files'],
    summary: 'Delete a file: the record and the stored bytes',
    params: idParams,
    responses: { 204: z.null(), ...errors(404) },
  }),
  getVendorFilesByIdContent: route({
    method: 'GET',
    path: '/api/vendorFiles/:id/content',
    calledBy: { by: 'the signed link in a file’s mediaUrl' },
    ids: { id: 'vendorFile' },
    who: 'public',
    tags: ['files'],
    summary: 'The bytes behind a mediaUrl (disk storage). The signature is the permission: no Authorization header',
    params: idParams,
    query: fileLinkQuery,
    responses: {
      200: z.unknown().describe('The stored bytes, with their recognised type'),
      ...errors(403, 404),
    },
  }),
};
