import { create } from 'zustand';

export interface Toast {
  id: number;
  kind: 'success' | 'error';
  text: string;
}

interface CartUi {
  miniCartOpen: boolean;
  toasts: Toast[];
  setMiniCartOpen(open: boolean): void;
  toast(kind: Toast['kind'], text: string): void;
  dismiss(id: number): void;
}

let nextToast = 1;

/** UI state only (docs/architecture.md "Layout and who may import what": zustand for UI, TanStack Query for server state): the mini-cart and toasts. */
export const useCartUi = create<CartUi>((set) => ({
  miniCartOpen: false,
  toasts: [],
  setMiniCartOpen: (open) => set({ miniCartOpen: open }),
  toast: (kind, text) =>
    set((state) => ({ toasts: [...state.toasts.slice(-2), { id: nextToast++, kind, text }] })),
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));
