import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Address,
  AddressInput,
  AddressList,
  AddressParams,
  AddressPatch,
  ContactInformationBody,
  ContactInformationResponse,
  UserAddressParams,
} from '@ph/api-contract';
import { assertOwnUser, requireUser } from '../http';
import { errors, NoContent, tokenAuth } from '../http';
import { presentUser } from '../users';
import { presentAddress } from './present';
import { addressBook, createAddress, patchAddress, removeAddress, setContactInformation } from './service';

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const common = { tags: ['addresses'], security: tokenAuth };

  app.get(
    '/v2/users/:userId/addresses',
    {
      preHandler: requireUser,
      schema: { ...common, summary: "The user's saved addresses", params: UserAddressParams, response: { 200: AddressList, ...errors(400, 401, 404) } },
    },
    async (request) => {
      const { user } = assertOwnUser(request, request.params.userId);
      const book = await addressBook(ctx.db, user);
      return { data: book.addresses.map((a) => presentAddress(a, book.defaultAddressId)) };
    },
  );

  app.post(
    '/v2/users/:userId/addresses',
    {
      preHandler: requireUser,
      schema: {
        ...common,
        summary: 'Save an address',
        params: UserAddressParams,
        body: AddressInput,
        response: { 201: Address, ...errors(400, 401, 404, 422) },
      },
    },
    async (request, reply) => {
      assertOwnUser(request, request.params.userId);
      const { address, user } = await createAddress(ctx.db, request.params.userId, request.body, ctx.now());
      return reply.status(201).send(presentAddress(address, user.defaultAddressId));
    },
  );

  app.patch(
    '/v2/users/:userId/addresses/:id',
    {
      preHandler: requireUser,
      schema: {
        ...common,
        summary: 'Change a saved address',
        params: AddressParams,
        body: AddressPatch,
        response: { 200: Address, ...errors(400, 401, 404, 422) },
      },
    },
    async (request) => {
      assertOwnUser(request, request.params.userId);
      const { address, user } = await patchAddress(ctx.db, request.params.userId, request.params.id, request.body, ctx.now());
      return presentAddress(address, user.defaultAddressId);
    },
  );

  app.delete(
    '/v2/users/:userId/addresses/:id',
    {
      preHandler: requireUser,
      schema: { ...common, summary: 'Delete a saved address', params: AddressParams, response: { 204: NoContent, ...errors(400, 401, 404) } },
    },
    async (request, reply) => {
      assertOwnUser(request, request.params.userId);
      await removeAddress(ctx.db, request.params.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v2/users/:userId/contact_information',
    {
      preHandler: requireUser,
      schema: {
        ...common,
        summary: 'Set the default address (an existing one, or a new one)',
        params: UserAddressParams,
        body: ContactInformationBody,
        response: { 200: ContactInformationResponse, ...errors(400, 401, 404, 422) },
      },
    },
    async (request) => {
      assertOwnUser(request, request.params.userId);
      const { address, user } = await setContactInformation(ctx.db, request.params.userId, request.body, ctx.now());
      return { user: presentUser(user), address: presentAddress(address, user.defaultAddressId) };
    },
  );
};
