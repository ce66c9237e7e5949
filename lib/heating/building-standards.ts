/**
 * How well a building is insulated, as a shopper can tell without an energy certificate. Each standard stands
 * for one set of typical component values; a planner's heat-load calculation with the real U-values beats it.
 */
export const INSULATION_STANDARDS = ['unrenovated', 'renovated', 'lowEnergy', 'passive'] as const;
export type InsulationStandard = (typeof INSULATION_STANDARDS)[number];

/** The parts of a room's envelope the simplified method counts. */
export type FabricElement = 'wall' | 'window' | 'roof' | 'floor';

/**
 * Thermal transmittance U in W/(m²·K) before the thermal-bridge surcharge. "roof" is the ceiling to an unheated
 * attic or the roof itself; "floor" the floor to an unheated cellar or the ground.
 *
 * - unrenovated: stock built before the first thermal regulations (DE WSchV 1977, AT 1970s), as the TABULA/IWU
 *   building typologies describe it: solid or hollow-block walls ≈1.0–1.4, double-glazed wooden windows ≈2.7–3.0,
 *   lightly insulated top ceilings ≈0.6–1.0, uninsulated cellar ceilings ≈1.0.
 * - renovated: each component brought to today's renovation limits, taking the looser of German GEG Anlage 7
 *   (wall 0.24, window 1.3, roof/top ceiling 0.24, floor to cellar 0.30) and Austrian OIB-RL 6 (wall 0.35,
 *   window 1.4, ceilings to attic 0.20, ceilings to unheated parts and ground 0.40).
 * - lowEnergy: new build better than the GEG reference building (wall 0.28, window 1.3, roof 0.20, floor 0.35),
 *   as KfW Effizienzhaus 55 or an Austrian Niedrigenergiehaus is built: 16–20 cm insulation, triple glazing.
 * - passive: the Passive House Institute's component criteria, opaque parts ≤ 0.15 and installed windows ≤ 0.85.
 */
export const U_VALUES: Record<InsulationStandard, Record<FabricElement, number>> = {
  unrenovated: { wall: 1.2, window: 2.8, roof: 0.9, floor: 1.0 },
  renovated: { wall: 0.35, window: 1.4, roof: 0.24, floor: 0.4 },
  lowEnergy: { wall: 0.2, window: 1.0, roof: 0.15, floor: 0.25 },
  passive: { wall: 0.12, window: 0.8, roof: 0.1, floor: 0.15 },
};

/**
 * ΔU_TB in W/(m²·K), added to every element's U as EN 12831's simplified treatment of thermal bridges does.
 * 0.10 is the default when nothing was detailed (EN 12831, DIN V 4108-6, GEG); 0.05 applies to details after
 * DIN 4108 Beiblatt 2 and is what the GEG reference building assumes; passive houses are designed free of
 * thermal bridges (ψ ≤ 0.01 W/(m·K)), which leaves about 0.02.
 */
export const THERMAL_BRIDGE_SURCHARGE: Record<InsulationStandard, number> = {
  unrenovated: 0.1,
  renovated: 0.05,
  lowEnergy: 0.05,
  passive: 0.02,
};

/**
 * Temperature correction factor f: the share of the full inside-outside difference that drives heat through the
 * element. Walls and windows face outside air (1.0). The roof uses EN 12831:2003's simplified-method value for
 * heat lost through a roof space (0.9), which sits between an unheated attic (0.8) and the roof itself (1.0).
 * An unheated cellar or the ground stays far warmer than the design outdoor air: EN 12831:2003's simplified
 * method puts unheated spaces at 0.8 and the ground at 0.3, DIN V 4108-6 cellar ceilings at about 0.45–0.7
 * depending on the floor's size and perimeter insulation; 0.5 stands for a floor of either kind.
 */
export const TEMPERATURE_FACTOR: Record<FabricElement, number> = {
  wall: 1,
  window: 1,
  roof: 0.9,
  floor: 0.5,
};

/**
 * Heat recovered from the exhaust air. Passive houses cannot work without balanced ventilation with heat
 * recovery, and certified units recover 75–90 %: 0.8. Low-energy houses often have it too, but many ventilate
 * through windows or extract-only fans, and a radiator sized on recovered heat leaves the room cold when the
 * unit is off or bypassed, so they count none, like the older stock.
 */
export const HEAT_RECOVERY: Record<InsulationStandard, number> = {
  unrenovated: 0,
  renovated: 0,
  lowEnergy: 0,
  passive: 0.8,
};

/**
 * Rules of thumb of the German and Austrian trade for a room's heat load per m² of floor, at a reference 20 °C
 * inside and −12 °C outside (32 K, Vienna or Frankfurt). No standard stands behind them; they include the
 * margins installers add, so the room method usually comes out lower. A passive house must keep its whole
 * heating load under 10 W/m² (Passive House Institute); single rooms with exterior walls need more, hence 15.
 */
export const AREA_LOAD_PER_M2: Record<InsulationStandard, number> = {
  unrenovated: 100,
  renovated: 60,
  lowEnergy: 40,
  passive: 15,
};
export const AREA_LOAD_REFERENCE_DELTA_K = 32;

/** U + ΔU_TB: the value that multiplies area and temperature difference. */
export function correctedUValue(standard: InsulationStandard, element: FabricElement): number {
  // Rounded to 0.01 so that 0.35 + 0.05 shows as 0.4, not 0.39999999999999997, in the working.
  return Math.round((U_VALUES[standard][element] + THERMAL_BRIDGE_SURCHARGE[standard]) * 100) / 100;
}
