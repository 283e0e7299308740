/** Modules as they arrive in the login response's role map (spec §6). */
export const MODULES = ['frangos_de_corte', 'matrizeiro', 'aves_poedeiras', 'suinos'] as const;
export type ModuleName = (typeof MODULES)[number];

/** The modules whose flocks lay: breeders and laying hens. */
export const LAYING_MODULES = ['matrizeiro', 'aves_poedeiras'] as const satisfies readonly ModuleName[];
export type LayingModule = (typeof LAYING_MODULES)[number];

/** The poultry modules whose ambience is judged (swine has no sanity pages). */
export const AMBIENCE_MODULES = ['frangos_de_corte', 'matrizeiro', 'aves_poedeiras'] as const satisfies readonly ModuleName[];
export type AmbienceModule = (typeof AMBIENCE_MODULES)[number];
