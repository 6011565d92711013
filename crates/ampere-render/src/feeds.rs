//! The blog's feeds, as Docusaurus writes them by default: `<blog>/rss.xml` (RSS 2.0) and
//! `<blog>/atom.xml` (Atom 1.0) in every locale, the newest posts first with their full HTML.

use ampere_markdown::escape_html;

/// How many posts a feed holds (Docusaurus's default `feedOptions.limit`).
pub const FEED_LIMIT: usize = 20;

/// One post of a feed.
pub struct FeedPost<'a> {
    pub title: &'a str,
    /// Absolute URL of the post.
    pub url: String,
    /// `YYYY-MM-DD`.
    pub date: &'a str,
    pub description: &'a str,
    pub html: &'a str,
}

/// What a feed is about.
pub struct Feed<'a> {
    pub title: &'a str,
    /// Absolute URL of the blog's list page.
    pub url: &'a str,
    pub language: &'a str,
    pub posts: &'a [FeedPost<'a>],
}

/// RSS 2.0, with each post's HTML as `content:encoded`.
pub fn rss(feed: &Feed<'_>) -> String {
    let mut xml = format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<rss version=\"2.0\" xmlns:content=\"http://purl.org/rss/1.0/modules/content/\">\n<channel>\n<title>{title}</title>\n<link>{url}</link>\n<description>{title}</description>\n<language>{language}</language>\n",
        title = escape_html(feed.title),
        url = escape_html(feed.url),
        language = escape_html(feed.language),
    );
    if let Some(newest) = feed.posts.first() {
        xml.push_str(&format!(
            "<lastBuildDate>{}</lastBuildDate>\n",
            rfc822(newest.date)
        ));
    }
    for post in feed.posts {
        xml.push_str(&format!(
            "<item>\n<title>{}</title>\n<link>{url}</link>\n<guid>{url}</guid>\n<pubDate>{}</pubDate>\n<description>{}</description>\n<content:encoded>{}</content:encoded>\n</item>\n",
            escape_html(post.title),
            rfc822(post.date),
            escape_html(post.description),
            escape_html(post.html),
            url = escape_html(&post.url),
        ));
    }
    xml.push_str("</channel>\n</rss>\n");
    xml
}

/// Atom 1.0, with each post's HTML as its content.
pub fn atom(feed: &Feed<'_>) -> String {
    let updated = feed
        .posts
        .first()
        .map_or_else(|| rfc3339("1970-01-01"), |post| rfc3339(post.date));
    let mut xml = format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"{language}\">\n<id>{url}</id>\n<title>{title}</title>\n<updated>{updated}</updated>\n<link rel=\"alternate\" href=\"{url}\"/>\n",
        title = escape_html(feed.title),
        url = escape_html(feed.url),
        language = escape_html(feed.language),
    );
    for post in feed.posts {
        xml.push_str(&format!(
            "<entry>\n<title type=\"html\">{}</title>\n<id>{url}</id>\n<link href=\"{url}\"/>\n<updated>{}</updated>\n<summary type=\"html\">{}</summary>\n<content type=\"html\">{}</content>\n</entry>\n",
            escape_html(post.title),
            rfc3339(post.date),
            escape_html(post.description),
            escape_html(post.html),
            url = escape_html(&post.url),
        ));
    }
    xml.push_str("</feed>\n");
    xml
}

/// `2024-10-14` as RSS writes dates: `Mon, 14 Oct 2024 00:00:00 GMT`.
fn rfc822(date: &str) -> String {
    const DAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let (year, month, day) = parts(date);
    let weekday = DAYS[days_since_epoch(year, month, day).rem_euclid(7) as usize];
    format!(
        "{weekday}, {day:02} {} {year} 00:00:00 GMT",
        MONTHS[(month.clamp(1, 12) - 1) as usize]
    )
}

/// `2024-10-14` as Atom writes dates: `2024-10-14T00:00:00.000Z`.
fn rfc3339(date: &str) -> String {
    let (year, month, day) = parts(date);
    format!("{year:04}-{month:02}-{day:02}T00:00:00.000Z")
}

fn parts(date: &str) -> (i64, i64, i64) {
    let mut numbers = date.split('-').map(|part| part.parse::<i64>().unwrap_or(1));
    (
        numbers.next().unwrap_or(1970),
        numbers.next().unwrap_or(1),
        numbers.next().unwrap_or(1),
    )
}

/// Days from 1970-01-01 to the date (the proleptic Gregorian calendar; 1970-01-01 was a Thursday).
fn days_since_epoch(year: i64, month: i64, day: i64) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let month_index = (month + 9) % 12;
    let day_of_year = (153 * month_index + 2) / 5 + day - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_written_as_each_format_wants_them() {
        assert_eq!(rfc822("2024-10-14"), "Mon, 14 Oct 2024 00:00:00 GMT");
        assert_eq!(rfc822("1970-01-01"), "Thu, 01 Jan 1970 00:00:00 GMT");
        assert_eq!(rfc822("2000-02-29"), "Tue, 29 Feb 2000 00:00:00 GMT");
        assert_eq!(rfc3339("2022-11-24"), "2022-11-24T00:00:00.000Z");
    }

    #[test]
    fn a_feed_holds_each_post_with_its_html_escaped() {
        let posts = [FeedPost {
            title: "Release <1.0>",
            url: "https://example.com/blog/release/".into(),
            date: "2024-10-14",
            description: "What is new",
            html: "<p>New & better</p>",
        }];
        let feed = Feed {
            title: "Site Blog",
            url: "https://example.com/blog/",
            language: "en",
            posts: &posts,
        };
        let rss = rss(&feed);
        assert!(rss.contains("<title>Release &lt;1.0&gt;</title>"), "{rss}");
        assert!(
            rss.contains("<content:encoded>&lt;p&gt;New &amp; better&lt;/p&gt;</content:encoded>"),
            "{rss}"
        );
        assert!(rss.contains("<pubDate>Mon, 14 Oct 2024 00:00:00 GMT</pubDate>"));
        let atom = atom(&feed);
        assert!(atom.contains("<updated>2024-10-14T00:00:00.000Z</updated>"));
        assert!(atom.contains("<link href=\"https://example.com/blog/release/\"/>"));
    }
}
