'use client';

import dynamic from 'next/dynamic';

/** The age question in its own chunk, rendered in the browser only (the server never reads the cookie). */
export const AgeGateIsland = dynamic(() => import('./age-gate').then((module) => module.AgeGate), { ssr: false });
