//! Tables that stay readable on a phone: every body cell carries its column's header as
//! `data-label`, so that on a narrow screen the theme can show each row as a card of labelled
//! values instead of a table to scroll sideways. Tables of two or more columns are marked
//! `table-stacks` (measured at 390 px: a German two-column table of properties already needs
//! sideways scrolling, its compounds being wider than half a phone).

use pulldown_cmark::{Alignment, CowStr, Event};

use crate::escape::escape_html;

/// Columns from which a table is stacked on narrow screens.
const STACKED_FROM_COLUMNS: usize = 2;

/// The state of the table being rendered.
#[derive(Default)]
pub struct TableLabels {
    alignments: Vec<Alignment>,
    headers: Vec<String>,
    header: String,
    in_head: bool,
    column: usize,
}

impl TableLabels {
    /// The wrapper that opens a table with these column alignments.
    pub fn open(&mut self, alignments: &[Alignment]) -> Event<'static> {
        *self = TableLabels {
            alignments: alignments.to_vec(),
            ..TableLabels::default()
        };
        let stacks = if alignments.len() >= STACKED_FROM_COLUMNS {
            " table-stacks"
        } else {
            ""
        };
        Event::Html(CowStr::from(format!(
            "<div class=\"table-wrapper{stacks}\">"
        )))
    }

    pub fn start_head(&mut self) {
        self.in_head = true;
    }

    pub fn end_head(&mut self) {
        self.in_head = false;
    }

    pub fn start_row(&mut self) {
        self.column = 0;
    }

    /// Text of the current cell (kept when it is a header).
    pub fn text(&mut self, text: &str) {
        if self.in_head {
            self.header.push_str(text);
        }
    }

    /// A body cell's opening tag with its label; `None` for a header cell (rendered as usual).
    pub fn start_cell(&mut self) -> Option<Event<'static>> {
        if self.in_head {
            return None;
        }
        let label = self
            .headers
            .get(self.column)
            .map(String::as_str)
            .unwrap_or_default();
        let align = match self.alignments.get(self.column) {
            Some(Alignment::Left) => " style=\"text-align: left\"",
            Some(Alignment::Center) => " style=\"text-align: center\"",
            Some(Alignment::Right) => " style=\"text-align: right\"",
            _ => "",
        };
        let labelled = if label.trim().is_empty() {
            String::new()
        } else {
            format!(" data-label=\"{}\"", escape_html(label.trim()))
        };
        Some(Event::Html(CowStr::from(format!("<td{labelled}{align}>"))))
    }

    /// A body cell's closing tag; `None` for a header cell, whose text becomes a label.
    pub fn end_cell(&mut self) -> Option<Event<'static>> {
        self.column += 1;
        if self.in_head {
            self.headers.push(std::mem::take(&mut self.header));
            return None;
        }
        Some(Event::Html(CowStr::from("</td>")))
    }
}
