/// The accent- and case-folding table for Latin letters, used by ``TextFolding``.
///
/// Each entry is the ASCII a letter folds to: its base letter with every diacritic removed,
/// lower-cased (`"É"` → `"e"`), or a spelled-out ligature (`"Æ"` → `"ae"`, `"ß"` → `"ss"`).
/// An empty entry means "no ASCII fold" (`"×"`): the scalar is only lower-cased.
/// Generated from the Unicode Character Database (NFKD, combining marks removed, lower-cased,
/// with the letters that have no decomposition — ø, đ, ł, ħ, æ, œ, ß, þ — spelled by hand);
/// the comment above each line shows the sixteen scalars it covers.
enum FoldingTable {
    /// The first scalar of ``latin`` (Latin-1 Supplement letters).
    static let latinStart: UInt32 = 0x00C0

    /// U+00C0 ..< U+0250: Latin-1 Supplement letters, Latin Extended-A and Latin Extended-B.
    static let latin: [String] = [
        // U+00C0 ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏ
        "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
        // U+00D0 ÐÑÒÓÔÕÖ×ØÙÚÛÜÝÞß
        "d", "n", "o", "o", "o", "o", "o", "", "o", "u", "u", "u", "u", "y", "th", "ss",
        // U+00E0 àáâãäåæçèéêëìíîï
        "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
        // U+00F0 ðñòóôõö÷øùúûüýþÿ
        "d", "n", "o", "o", "o", "o", "o", "", "o", "u", "u", "u", "u", "y", "th", "y",
        // U+0100 ĀāĂăĄąĆćĈĉĊċČčĎď
        "a", "a", "a", "a", "a", "a", "c", "c", "c", "c", "c", "c", "c", "c", "d", "d",
        // U+0110 ĐđĒēĔĕĖėĘęĚěĜĝĞğ
        "d", "d", "e", "e", "e", "e", "e", "e", "e", "e", "e", "e", "g", "g", "g", "g",
        // U+0120 ĠġĢģĤĥĦħĨĩĪīĬĭĮį
        "g", "g", "g", "g", "h", "h", "h", "h", "i", "i", "i", "i", "i", "i", "i", "i",
        // U+0130 İıĲĳĴĵĶķĸĹĺĻļĽľĿ
        "i", "i", "ij", "ij", "j", "j", "k", "k", "k", "l", "l", "l", "l", "l", "l", "l",
        // U+0140 ŀŁłŃńŅņŇňŉŊŋŌōŎŏ
        "l", "l", "l", "n", "n", "n", "n", "n", "n", "n", "n", "n", "o", "o", "o", "o",
        // U+0150 ŐőŒœŔŕŖŗŘřŚśŜŝŞş
        "o", "o", "oe", "oe", "r", "r", "r", "r", "r", "r", "s", "s", "s", "s", "s", "s",
        // U+0160 ŠšŢţŤťŦŧŨũŪūŬŭŮů
        "s", "s", "t", "t", "t", "t", "t", "t", "u", "u", "u", "u", "u", "u", "u", "u",
        // U+0170 ŰűŲųŴŵŶŷŸŹźŻżŽžſ
        "u", "u", "u", "u", "w", "w", "y", "y", "y", "z", "z", "z", "z", "z", "z", "s",
        // U+0180 ƀƁƂƃƄƅƆƇƈƉƊƋƌƍƎƏ
        "b", "b", "b", "b", "6", "6", "o", "c", "c", "d", "d", "d", "d", "d", "e", "",
        // U+0190 ƐƑƒƓƔƕƖƗƘƙƚƛƜƝƞƟ
        "e", "f", "f", "g", "g", "hv", "i", "i", "k", "k", "l", "l", "m", "n", "n", "o",
        // U+01A0 ƠơƢƣƤƥƦƧƨƩƪƫƬƭƮƯ
        "o", "o", "oi", "oi", "p", "p", "r", "s", "s", "s", "s", "t", "t", "t", "t", "u",
        // U+01B0 ưƱƲƳƴƵƶƷƸƹƺƻƼƽƾƿ
        "u", "u", "v", "y", "y", "z", "z", "z", "", "", "z", "2", "5", "5", "s", "w",
        // U+01C0 ǀǁǂǃǄǅǆǇǈǉǊǋǌǍǎǏ
        "|", "|", "|", "!", "dz", "dz", "dz", "lj", "lj", "lj", "nj", "nj", "nj", "a", "a", "i",
        // U+01D0 ǐǑǒǓǔǕǖǗǘǙǚǛǜǝǞǟ
        "i", "o", "o", "u", "u", "u", "u", "u", "u", "u", "u", "u", "u", "e", "a", "a",
        // U+01E0 ǠǡǢǣǤǥǦǧǨǩǪǫǬǭǮǯ
        "a", "a", "ae", "ae", "g", "g", "g", "g", "k", "k", "o", "o", "o", "o", "z", "z",
        // U+01F0 ǰǱǲǳǴǵǶǷǸǹǺǻǼǽǾǿ
        "j", "dz", "dz", "dz", "g", "g", "hv", "w", "n", "n", "a", "a", "ae", "ae", "o", "o",
        // U+0200 ȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏ
        "a", "a", "a", "a", "e", "e", "e", "e", "i", "i", "i", "i", "o", "o", "o", "o",
        // U+0210 ȐȑȒȓȔȕȖȗȘșȚțȜȝȞȟ
        "r", "r", "r", "r", "u", "u", "u", "u", "s", "s", "t", "t", "y", "y", "h", "h",
        // U+0220 ȠȡȢȣȤȥȦȧȨȩȪȫȬȭȮȯ
        "n", "d", "ou", "ou", "z", "z", "a", "a", "e", "e", "o", "o", "o", "o", "o", "o",
        // U+0230 ȰȱȲȳȴȵȶȷȸȹȺȻȼȽȾȿ
        "o", "o", "y", "y", "l", "n", "t", "j", "db", "qp", "", "c", "c", "l", "", "s",
        // U+0240 ɀɁɂɃɄɅɆɇɈɉɊɋɌɍɎɏ
        "z", "?", "?", "b", "u", "", "e", "e", "j", "j", "q", "q", "r", "r", "y", "y",
    ]

    /// The first scalar of ``latinAdditional``.
    static let latinAdditionalStart: UInt32 = 0x1E00

    /// U+1E00 ..< U+1F00: Latin Extended Additional (Vietnamese and other precomposed letters).
    static let latinAdditional: [String] = [
        // U+1E00 ḀḁḂḃḄḅḆḇḈḉḊḋḌḍḎḏ
        "a", "a", "b", "b", "b", "b", "b", "b", "c", "c", "d", "d", "d", "d", "d", "d",
        // U+1E10 ḐḑḒḓḔḕḖḗḘḙḚḛḜḝḞḟ
        "d", "d", "d", "d", "e", "e", "e", "e", "e", "e", "e", "e", "e", "e", "f", "f",
        // U+1E20 ḠḡḢḣḤḥḦḧḨḩḪḫḬḭḮḯ
        "g", "g", "h", "h", "h", "h", "h", "h", "h", "h", "h", "h", "i", "i", "i", "i",
        // U+1E30 ḰḱḲḳḴḵḶḷḸḹḺḻḼḽḾḿ
        "k", "k", "k", "k", "k", "k", "l", "l", "l", "l", "l", "l", "l", "l", "m", "m",
        // U+1E40 ṀṁṂṃṄṅṆṇṈṉṊṋṌṍṎṏ
        "m", "m", "m", "m", "n", "n", "n", "n", "n", "n", "n", "n", "o", "o", "o", "o",
        // U+1E50 ṐṑṒṓṔṕṖṗṘṙṚṛṜṝṞṟ
        "o", "o", "o", "o", "p", "p", "p", "p", "r", "r", "r", "r", "r", "r", "r", "r",
        // U+1E60 ṠṡṢṣṤṥṦṧṨṩṪṫṬṭṮṯ
        "s", "s", "s", "s", "s", "s", "s", "s", "s", "s", "t", "t", "t", "t", "t", "t",
        // U+1E70 ṰṱṲṳṴṵṶṷṸṹṺṻṼṽṾṿ
        "t", "t", "u", "u", "u", "u", "u", "u", "u", "u", "u", "u", "v", "v", "v", "v",
        // U+1E80 ẀẁẂẃẄẅẆẇẈẉẊẋẌẍẎẏ
        "w", "w", "w", "w", "w", "w", "w", "w", "w", "w", "x", "x", "x", "x", "y", "y",
        // U+1E90 ẐẑẒẓẔẕẖẗẘẙẚẛẜẝẞẟ
        "z", "z", "z", "z", "z", "z", "h", "t", "w", "y", "", "s", "", "", "ss", "",
        // U+1EA0 ẠạẢảẤấẦầẨẩẪẫẬậẮắ
        "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "a",
        // U+1EB0 ẰằẲẳẴẵẶặẸẹẺẻẼẽẾế
        "a", "a", "a", "a", "a", "a", "a", "a", "e", "e", "e", "e", "e", "e", "e", "e",
        // U+1EC0 ỀềỂểỄễỆệỈỉỊịỌọỎỏ
        "e", "e", "e", "e", "e", "e", "e", "e", "i", "i", "i", "i", "o", "o", "o", "o",
        // U+1ED0 ỐốỒồỔổỖỗỘộỚớỜờỞở
        "o", "o", "o", "o", "o", "o", "o", "o", "o", "o", "o", "o", "o", "o", "o", "o",
        // U+1EE0 ỠỡỢợỤụỦủỨứỪừỬửỮữ
        "o", "o", "o", "o", "u", "u", "u", "u", "u", "u", "u", "u", "u", "u", "u", "u",
        // U+1EF0 ỰựỲỳỴỵỶỷỸỹỺỻỼỽỾỿ
        "u", "u", "y", "y", "y", "y", "y", "y", "y", "y", "", "", "", "", "", "",
    ]
}
