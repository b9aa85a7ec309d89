// How the artwork routes name their files: `<name>.svg`, matched by a pattern per resource.

import { Type, type TSchema } from '@sinclair/typebox';

export const SvgFile = (pattern: string) => Type.Object({ file: Type.String({ pattern }) });

export const svgName = (file: string) => file.slice(0, -'.svg'.length);

export const svgRouteSchema = <T extends TSchema, Q extends TSchema | undefined = undefined>(
  params: T,
  querystring?: Q,
) => ({ tags: ['assets'], params, querystring: querystring as Q });
