'use client';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The customer's own picture, uploaded through the toolbox: its address (through the shop's /shop-api) and size. */
export interface CustomerMotif {
  src: string;
  width: number;
  height: number;
}

/**
 * The picture the customer uploaded in this visit: the customer-picture dialog sets it, the 3D preview draws it
 * instead of the product picture. It is kept for the page's life only; the toolbox keeps the file for an hour.
 */
export const motifStore = createStore<{ motif: CustomerMotif | null }>()(() => ({ motif: null }));

export function useCustomerMotif(): CustomerMotif | null {
  return useStore(motifStore, (state) => state.motif);
}
