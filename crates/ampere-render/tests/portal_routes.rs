//! Every route the portal must have (SPEC §2, issue "complete content"), checked against `site/`.
//! Fails with the list of missing routes.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use ampere_render::page_data::PageKind;
use ampere_render::prepare;

/// The pages of one locale of `site/`, which must have no broken links.
fn prepared_pages(locale: &str) -> Vec<ampere_render::page_data::PageData> {
    let site = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../site");
    let prepared = prepare(
        &site,
        &[locale.to_string()],
        &BTreeMap::new(),
        &mut Vec::new(),
    )
    .expect("the portal loads");
    assert!(
        prepared.broken_links.is_empty(),
        "broken links: {:#?}",
        prepared.broken_links
    );
    prepared.pages.into_iter().next().expect(locale).pages
}

fn english_routes() -> (BTreeSet<String>, Vec<ampere_render::page_data::PageData>) {
    let pages = prepared_pages("en");
    let routes = pages
        .iter()
        .map(|page| ampere_render::url_path::decode_path(&page.route))
        .collect();
    (routes, pages)
}

const CONTROLLER: [&str; 11] = [
    "app",
    "certificates",
    "control-response-time",
    "installation",
    "license",
    "network-configuration",
    "safety-maintenance",
    "specifications",
    "status-leds",
    "video-tutorials",
    "wiring-best-practices",
];
const CONFIGURATION: [&str; 9] = [
    "link-to-your-account",
    "accessing-the-commissioning-interface",
    "grid-limits",
    "location",
    "grid-energy-meter",
    "other-devices",
    "grouping-devices",
    "pv-panel-configuration",
    "external-control-signals",
];
const LOCAL_CONTROL_MODES: [&str; 8] = [
    "complete-explanation",
    "setting-control-modes",
    "reactive-power-control",
    "battery-charging-schedule",
    "device-priorities",
    "grid-support-from-battery",
    "battery-peak-shaving",
    "battery-wear-and-efficiency",
];
const EXTRA_INFORMATION: [&str; 18] = [
    "adding-a-device",
    "advanced-settings",
    "backup",
    "battery-and-ev",
    "battery-maintenance-charge",
    "data-usage",
    "dc-linking",
    "direct-relay-control",
    "energy-costs",
    "phase-imbalance",
    "predictions",
    "priorities",
    "rescale-energy-meter-readings",
    "reversing-energy-meter-readings",
    "reset",
    "testing-and-manual-override",
    "user-management",
    "windows-fixed-ip",
];
const ACCESSORIES: [&str; 16] = [
    "a1-port",
    "din-rail-mount",
    "ethernet-relay-module",
    "generic-protocol",
    "mbus-converter-ethernet",
    "mbus-converter-usb",
    "p1-converter-ethernet",
    "p1-converter-usb",
    "p1-cable",
    "relay-converter-ethernet",
    "rs232-converter-ethernet",
    "rs232-converter-usb",
    "rs422-converter-ethernet",
    "rs422-converter-usb",
    "rs485-converter-ethernet",
    "rs485-converter-usb",
];
const DEVICE_TYPES: [&str; 11] = [
    "Boiler",
    "Cloud",
    "Energy-meter",
    "EV-charging-station",
    "Gas-meter",
    "Heat-pump",
    "Home-battery",
    "PLC",
    "PV-hybrid-and-battery-inverters",
    "Switched-loads",
    "Water-meter",
];
const EXTERNAL_SIGNALS: [&str; 9] = [
    "mqtt-live-control",
    "mqtt-scheduled-control",
    "virtual-power-plant",
    "paragraph-14a",
    "plan-ahead-api",
    "dno-relay-control",
    "supplier-battery-control",
    "supplier-solar-curtailment",
    "new-integrations",
];
const TROUBLESHOOTING: [&str; 8] = [
    "app",
    "configuration",
    "control-malfunctioning",
    "data-usage",
    "device-communication",
    "device-integrations",
    "energy-prices",
    "software-version",
];
const LEGAL: [&str; 5] = [
    "sla",
    "data-privacy",
    "terms-of-installation",
    "terms-of-use",
    "terms-and-conditions",
];
const WEB_PORTAL: [&str; 7] = [
    "functionalities",
    "login",
    "account-settings",
    "customers",
    "contacts",
    "documents",
    "video-tutorials",
];
const WEB_PORTAL_SUBPAGES: [&str; 27] = [
    "Homepage/table-layout",
    "Homepage/tile-layout",
    "Homepage/video",
    "Managing installations/add",
    "Managing installations/remove",
    "Managing installations/combine",
    "Managing installations/replace",
    "Metrics/expected_production",
    "User management/how-to-add",
    "User management/roles",
    "Alarm/general",
    "Alarm/defaults",
    "Alarm/watchdogs-alarms",
    // `Reports/reports.md` is its folder's category index (a doc named like its folder), so
    // Docusaurus serves it at the folder's route.
    "Reports",
    "Public display/controller",
    "Public display/template",
    "Public display/configuration",
    "Public display/getting-started",
    "FTP tool/credentials",
    "FTP tool/Historical data/historical-data-accuracy",
    "FTP tool/add-data",
    "FTP tool/information",
    "FTP tool/solar-log",
    "Whitelabeling/subdomain",
    "Whitelabeling/email",
    "Whitelabeling/loginpage",
    "Whitelabeling/css",
];
const LEGACY_WIDGETS: [&str; 10] = [
    "bar-chart",
    "bar-line-chart",
    "classic-svg-widget",
    "heat-map",
    "hmi-iframe",
    "image",
    "line-chart",
    "pie-chart",
    "size-chart",
    "monthly-meter-delta-table",
];
const LEGACY_PAGES: [&str; 13] = [
    "account-settings",
    "manual",
    "side-menu",
    "users",
    "Alarms/adding-a-new-alarm",
    "Alarms/alarm-configuration",
    "Global settings/add-or-remove-buildings",
    "Global settings/credentials-and-licenses",
    "Global settings/file-management",
    "Reports/creating",
    "Reports/editing",
    "Widgets/line-chart",
    "Widgets/image",
];
/// Every category slug SPEC §2 names (the per-vendor groups are checked by example).
const CATEGORY_SLUGS: [&str; 39] = [
    "smartgridone",
    "toolbox",
    "configuration-from-a-to-z",
    "8-local-control-modes",
    "11-extra-information",
    "supported-devices",
    "overview",
    "accessories",
    "troubleshooting",
    "customer-specific",
    "supported-external-control-integrations",
    "ev-charging-station",
    "energy-meter",
    "gas-meter",
    "water-meter",
    "heat-pump",
    "pv-hybrid-and-battery-inverters",
    "switched-loads",
    "cloud",
    "plc",
    "sma",
    "carlo-gavazzi",
    "monitoring",
    "integrations",
    "web-portal",
    "homepage",
    "managing-installations",
    "other-actions",
    "metrics",
    "user-management",
    "alarm",
    "reports",
    "public-display-controllers",
    "ftp-tool",
    "historical-data",
    "whitelabeling",
    "faq",
    "widgets",
    "legal",
];

fn required_routes() -> Vec<String> {
    let mut routes: Vec<String> = [
        "/",
        "/markdown-page/",
        "/search/",
        "/link-report/",
        "/Devices/new-integrations/",
        "/Monitoring/onboarding/",
        "/External Signals/Customer specific/eneco/",
    ]
    .iter()
    .map(|route| route.to_string())
    .collect();
    let mut under = |prefix: &str, names: &[&str]| {
        routes.extend(names.iter().map(|name| format!("{prefix}{name}/")))
    };
    under("/", &CONTROLLER);
    under("/Configuration from A to Z/", &CONFIGURATION);
    under(
        "/Configuration from A to Z/Local control modes/",
        &LOCAL_CONTROL_MODES,
    );
    under(
        "/Configuration from A to Z/Extra information/",
        &EXTRA_INFORMATION,
    );
    under("/Controller/Accessories/", &ACCESSORIES);
    under("/External Signals/", &EXTERNAL_SIGNALS);
    under("/Troubleshooting/", &TROUBLESHOOTING);
    under("/legal/", &LEGAL);
    under("/Monitoring/Web portal/", &WEB_PORTAL);
    under("/Monitoring/Web portal/", &WEB_PORTAL_SUBPAGES);
    under("/Monitoring/Legacy web portal/Widgets/", &LEGACY_WIDGETS);
    under("/Monitoring/Legacy web portal/", &LEGACY_PAGES);
    under(
        "/Monitoring/Whitelabeling/",
        &["apple-app-setup", "google-app-setup", "page"],
    );
    under("/category/", &CATEGORY_SLUGS);
    for device_type in DEVICE_TYPES {
        routes.push(format!(
            "/Controller/Devices/Overview/{device_type}_overview/"
        ));
    }
    routes
}

#[test]
fn every_required_route_exists() {
    let (routes, _) = english_routes();
    let missing: Vec<String> = required_routes()
        .into_iter()
        .filter(|route| !routes.contains(route))
        .collect();
    assert!(missing.is_empty(), "missing routes: {missing:#?}");
}

#[test]
fn every_device_type_has_enough_vendors_and_suppliers_are_many() {
    let (routes, _) = english_routes();
    let count = |prefix: &str| {
        routes
            .iter()
            .filter(|route| route.starts_with(prefix))
            .count()
    };
    let minimum = |device_type: &str| match device_type {
        "Energy-meter" | "EV-charging-station" => 10,
        "PV-hybrid-and-battery-inverters" => 15,
        _ => 2,
    };
    for device_type in DEVICE_TYPES {
        let found = count(&format!("/Devices/{device_type}/"));
        assert!(
            found >= minimum(device_type),
            "{device_type}: {found} vendor pages, at least {} required",
            minimum(device_type)
        );
    }
    assert!(
        routes.contains("/Devices/EV-charging-station/ocpp/"),
        "the generic OCPP page is missing"
    );
    let suppliers = count("/External Signals/") - EXTERNAL_SIGNALS.len() - 1;
    assert!(
        suppliers >= 15,
        "{suppliers} supplier and aggregator pages, at least 15 required"
    );
}

#[test]
fn home_and_category_pages_link_to_their_children() {
    let (_, pages) = english_routes();
    let home = pages.iter().find(|page| page.route == "/").expect("home");
    for slug in [
        "smartgridone",
        "configuration-from-a-to-z",
        "supported-devices",
        "supported-external-control-integrations",
        "monitoring",
        "troubleshooting",
        "legal",
        "toolbox",
    ] {
        assert!(
            home.html.contains(&format!("href=\"/category/{slug}/\"")),
            "home does not link to /category/{slug}/"
        );
    }
    for page in pages.iter().filter(|page| page.kind == PageKind::Category) {
        let cards = &page.category.as_ref().expect("category content").cards;
        assert!(!cards.is_empty(), "{} has no cards", page.route);
        assert!(
            cards.iter().all(|card| !card.href.is_empty()),
            "{} has a card without a link",
            page.route
        );
    }
}

#[test]
fn every_page_has_a_title_description_and_headings() {
    let (_, pages) = english_routes();
    for page in pages.iter().filter(|page| page.kind == PageKind::Doc) {
        assert!(!page.title.trim().is_empty(), "{} has no title", page.route);
        assert!(
            !page.description.trim().is_empty(),
            "{} has no description",
            page.route
        );
        assert!(
            page.toc.len() >= 2,
            "{} has fewer than two h2/h3 headings",
            page.route
        );
        assert!(
            !page.html.contains("{{"),
            "{} has an unreplaced placeholder",
            page.route
        );
    }
}

/// Two categories labelled "Reports" (web portal and legacy web portal): the legacy one has a
/// `key` of its own, so each generated index shows its own translated title and description.
#[test]
fn categories_with_one_label_are_translated_apart() {
    let site = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../site");
    let prepared = prepare(
        &site,
        &["de".to_string()],
        &BTreeMap::new(),
        &mut Vec::new(),
    )
    .expect("the portal loads");
    let pages = &prepared.pages.first().expect("german").pages;
    let page = |route: &str| {
        pages
            .iter()
            .find(|page| page.route == route)
            .unwrap_or_else(|| panic!("{route} exists"))
    };
    let current = page("/de/category/reports/");
    let legacy = page("/de/category/legacy-reports/");
    assert_eq!(current.title, "Berichte");
    assert_eq!(legacy.title, "Berichte im bisherigen Webportal");
    assert!(current.description.contains("Energieerzeugung"));
    assert!(legacy.description.contains("Dashboards"));
}
