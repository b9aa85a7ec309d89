// How the artwork routes name their files: `<name>.svg`, matched by a pattern per resource.

import { Type, type TSchema } from '@sinclair/typebox';

export const SvgFile = (pattern: string) => Type.Object({ file: Type.String({ pattern }) });

export const svgName = (file: string) => file.slice(0, -'.svg'.length);

/** A route reading a query string adds its schema beside these: Fastify warns of one undefined. */
export const svgRouteSchema = <T extends TSchema>(params: T) => ({ tags: ['assets'], params });
