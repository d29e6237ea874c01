'use client';

import dynamic from 'next/dynamic';

/**
 * The comparison's islands on other features' pages, each in its own chunk: a page fetches only
 * the ones it renders, still server-rendered.
 */
export const CompareToggle = dynamic(() => import('./compare-toggle').then((module) => module.CompareToggle));
export const CompareTray = dynamic(() => import('./compare-tray').then((module) => module.CompareTray));
