'use client';

import dynamic from 'next/dynamic';

/** The product page's alert buttons as a client island in its own chunk. */
export const ProductAlerts = dynamic(() => import('./product-alerts').then((module) => module.ProductAlerts));
