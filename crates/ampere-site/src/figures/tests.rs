use super::*;
use crate::config::LocaleConfig;

const DRAWING: &str = r##"<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" data-mirror="rtl">
  <title>Two boxes</title>
  <rect x="10" y="10" width="100" height="40" fill="currentColor" fill-opacity="0.06"/>
  <text x="60" y="35" text-anchor="middle">Controller</text>
  <text x="260" y="35" text-anchor="middle">Meter &amp; CT</text>
  <text x="60" y="90" text-anchor="middle">120 Ω</text>
</svg>
"##;

fn parse(text: &str) -> Result<Figure, Diagnostic> {
    Figure::parse("boxes", Path::new("static/img/figures/boxes.svg"), text)
}

fn labels(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
    pairs
        .iter()
        .map(|(english, translated)| (english.to_string(), translated.to_string()))
        .collect()
}

#[test]
fn finds_the_labels_in_order_and_whether_it_may_be_mirrored() {
    let figure = parse(DRAWING).expect("the drawing is a figure");
    assert_eq!(
        figure.labels,
        ["Two boxes", "Controller", "Meter & CT", "120 Ω"]
    );
    assert!(figure.mirrorable);
    assert!(figure.svg.starts_with("<svg"));
}

#[test]
fn translates_labels_escapes_them_and_keeps_the_untranslated_ones() {
    let figure = parse(DRAWING).expect("the drawing is a figure");
    let dutch = labels(&[
        ("Controller", "Regelaar <A>"),
        ("Meter & CT", "Meter & stroomtrafo"),
    ]);
    let shown = figure.render(&FigureView {
        labels: Some(&dutch),
        alt: "The controller \"left\"",
        right_to_left: false,
    });
    assert!(shown.contains(">Regelaar &lt;A&gt;</text>"), "{shown}");
    assert!(shown.contains(">Meter &amp; stroomtrafo</text>"), "{shown}");
    assert!(
        shown.contains(">120\u{a0}Ω</text>"),
        "a value keeps its unit: {shown}"
    );
    assert!(shown.contains("<title>Two boxes</title>"), "{shown}");
    assert!(shown.starts_with("<svg width=\"400\" height=\"200\" role=\"img\" focusable=\"false\" aria-label=\"The controller &quot;left&quot;\""), "{shown}");
    assert!(!shown.contains("transform"), "{shown}");
}

#[test]
fn mirrors_the_shapes_but_not_the_text_only_when_the_drawing_allows_it() {
    let figure = parse(DRAWING).expect("the drawing is a figure");
    let view = FigureView {
        labels: None,
        alt: "",
        right_to_left: true,
    };
    let mirrored = figure.render(&view);
    assert!(mirrored.starts_with("<svg width=\"400\" height=\"200\" role=\"img\" focusable=\"false\" style=\"transform:scaleX(-1)\""));
    assert_eq!(mirrored.matches("transform-box:fill-box").count(), 3);
    let wiring = parse(&DRAWING.replace(" data-mirror=\"rtl\"", "")).expect("a figure");
    let wiring = wiring.render(&view);
    assert!(!wiring.contains("scaleX"), "{wiring}");
    assert_eq!(
        wiring.matches("style=\"unicode-bidi:plaintext\"").count(),
        3,
        "each label keeps its own direction"
    );
}

#[test]
fn the_standalone_file_carries_the_language_and_direction() {
    let figure = parse(DRAWING).expect("the drawing is a figure");
    let locale = Locale {
        code: "ar".into(),
        config: LocaleConfig {
            html_lang: "ar".into(),
            direction: Some(crate::config::Direction::Rtl),
            ..LocaleConfig::default()
        },
        prefix: "/ar".into(),
        is_default: false,
    };
    let arabic = labels(&[("Controller", "وحدة التحكم")]);
    let file = figure.standalone(Some(&arabic), &locale);
    assert!(
        file.starts_with("<svg xml:lang=\"ar\" direction=\"rtl\""),
        "{file}"
    );
    assert!(file.contains(">وحدة التحكم</text>"));
    assert!(
        file.contains("scaleX(-1)"),
        "the file looks as the page shows it"
    );
}

#[test]
fn refuses_unsafe_or_unlabelled_markup_with_its_line_and_a_hint() {
    let cases = [
        ("<script>alert(1)</script>", "may not use <script>"),
        ("<rect onclick=\"alert(1)\"/>", "an event handler"),
        ("<rect style=\"fill:red\"/>", "a style or class"),
        (
            "<use href=\"https://evil.example/x.svg#a\"/>",
            "a link out of the file",
        ),
        (
            "<rect fill=\"url(https://evil.example/p)\"/>",
            "a reference out of the file",
        ),
        (
            "<foreignObject><div/></foreignObject>",
            "may not use <foreignObject>",
        ),
        (
            "<text>Two <tspan>lines</tspan></text>",
            "a figure label holds an element",
        ),
        ("<rect>", "not well-formed"),
    ];
    for (inner, expected) in cases {
        let text = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\n  {inner}\n</svg>\n"
        );
        let problem = parse(&text).expect_err(inner);
        assert!(
            problem.message.contains(expected),
            "{inner}: {}",
            problem.message
        );
        assert!(
            problem.line >= 1 && !problem.hint.is_empty(),
            "{inner}: {problem}"
        );
    }
    let problem = parse("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 9 9\">\n<rect/>\n<image href=\"x.png\"/></svg>").expect_err("refused");
    assert_eq!((problem.line, problem.column), (3, 1), "{problem}");
    assert!(parse("<html></html>").is_err());
    let unsized_drawing =
        parse("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect/></svg>").expect_err("refused");
    assert!(
        unsized_drawing.message.contains("viewBox"),
        "{unsized_drawing}"
    );
}

#[test]
fn loads_only_the_figures_folder_and_reports_a_broken_figure() {
    let folder = tempfile::tempdir().expect("a folder");
    let good = folder.path().join("good.svg");
    let bad = folder.path().join("bad.svg");
    let logo = folder.path().join("logo.svg");
    std::fs::write(&good, DRAWING).expect("written");
    std::fs::write(&bad, "<svg><script/></svg>").expect("written");
    std::fs::write(&logo, "<svg><script/></svg>").expect("written");
    let files = vec![
        (good, "/img/figures/good.svg".to_string()),
        (bad.clone(), "/img/figures/bad.svg".to_string()),
        (logo, "/img/logo.svg".to_string()),
    ];
    let (figures, problems) = load_figures(&files);
    assert_eq!(
        figures.keys().collect::<Vec<_>>(),
        ["/img/figures/good.svg"]
    );
    assert_eq!(figures["/img/figures/good.svg"].name, "good");
    assert_eq!(problems.len(), 1);
    assert_eq!(problems[0].file, bad);
}
