/**
 * The ad placement's settings (docs/product.md §7: "The ads config is an empty object"). Empty, as in a
 * default install: no ad network is named, so nothing third-party loads (docs/architecture.md "Analytics,
 * error reporting, ads").
 */
export type AdConfig = Readonly<Record<string, string>>

export const AD_CONFIG: AdConfig = {}

type Props = { config?: AdConfig }

/**
 * Where an ad would show in app mode. It renders nothing while its configuration is empty.
 * TODO: an ad network adapter (decision 086 leaves it out: no network is chosen, and none may load by
 * default); it would mount here when `config` names one and the player's opt-in allows it.
 */
export function AdSlot({ config = AD_CONFIG }: Props) {
	if (Object.keys(config).length === 0) return null
	return null
}
