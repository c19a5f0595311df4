import type { FastifyInstance } from 'fastify';
import {
  analystListBodySchema,
  codeListSchema,
  codeNameListSchema,
  groupListBodySchema,
  productApi,
  productListAnswerSchema,
  productPageAnswerSchema,
  productPageRequestSchema,
  screenRoles,
  subGroupListBodySchema,
} from '@bo/contract';
import { rolesAccess } from '../../platform/http/access.js';
import { readFormFields } from '../../platform/http/form-body.js';
import { featureRoutes } from '../../platform/http/route.js';
import type { ProductListService } from './product-list.service.js';

/** The product catalogue list's calls (C§2.7, C§7). */
export function registerProductListRoutes(app: FastifyInstance, products: ProductListService) {
  // The catalogue and the product list: CatalogManager (DESIGN §4).
  const route = featureRoutes(app, {
    access: rolesAccess(...screenRoles.catalog),
    tags: ['products'],
  });

  route.post(
    productApi.productList,
    {
      summary: 'Every product of the filters, at most ALL_ROWS_CAP (C§7)',
      consumes: ['multipart/form-data', 'application/x-www-form-urlencoded'],
      description:
        'Form data: brand (repeated, at most 50), groupCode, subGroupCode (with its groupCode), ' +
        'analyst; an absent or empty field does not filter. Ordered by brand, group, subgroup, ' +
        'description and item number.',
      answer: productListAnswerSchema,
    },
    async ({ user, request }) => products.list(user.comId, await readFormFields(request)),
  );

  route.post(
    productApi.productPage,
    {
      summary: 'One page of the product list (size 0: All, capped)',
      body: productPageRequestSchema,
      answer: productPageAnswerSchema,
    },
    ({ user, body }) => products.page(user.comId, body),
  );

  route.post(
    productApi.brandList,
    { summary: 'The brand codes that have items, sorted', answer: codeListSchema },
    ({ user }) => products.brands(user.comId),
  );

  route.post(
    productApi.groupList,
    {
      summary:
        'The groups holding items of the brands (any brand when none or no body), sorted by code',
      body: groupListBodySchema.nullish(),
      answer: codeNameListSchema,
    },
    ({ user, body }) => products.groups(user.comId, body),
  );

  route.post(
    productApi.subGroupList,
    {
      summary: "The group's subgroups holding items of the brands; none without a group",
      body: subGroupListBodySchema.nullish(),
      answer: codeNameListSchema,
    },
    ({ user, body }) => products.subGroups(user.comId, body),
  );

  route.post(
    productApi.analystList,
    {
      summary: 'The analysts of the items the brand, group and subgroup leave; no body: all',
      body: analystListBodySchema.nullish(),
      answer: codeListSchema,
    },
    ({ user, body }) => products.analysts(user.comId, body),
  );
}
