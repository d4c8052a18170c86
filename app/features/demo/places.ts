// The demo portfolio's raw material: real towns of the analytics list's ten states with their PIN
// codes and coordinates, company names by trade, contacts and inspection notes.
import type { State } from "../../platform/states";

/** Each state's GST code, CIN code and three towns with their coordinates (a table: one state a line). */
// prettier-ignore
export const PLACES: Record<State, { gst: string; cin: string; towns: [string, string, number, number][] }> = {
  Maharashtra: { gst: "27", cin: "MH", towns: [["Andheri East, Mumbai", "400093", 19.1136, 72.8697], ["Bhosari MIDC, Pune", "411026", 18.6298, 73.8478], ["Hingna Road, Nagpur", "440016", 21.1017, 78.9771]] },
  Karnataka: { gst: "29", cin: "KA", towns: [["Peenya Industrial Area, Bengaluru", "560058", 13.0285, 77.5197], ["Hebbal Industrial Area, Mysuru", "570016", 12.3547, 76.6128], ["Baikampady, Mangaluru", "575011", 12.9345, 74.8201]] },
  "Tamil Nadu": { gst: "33", cin: "TN", towns: [["Ambattur Industrial Estate, Chennai", "600058", 13.0982, 80.1622], ["SIDCO Kurichi, Coimbatore", "641021", 10.9601, 76.9653], ["K. Pudur, Madurai", "625007", 9.9515, 78.1399]] },
  Gujarat: { gst: "24", cin: "GJ", towns: [["Naroda GIDC, Ahmedabad", "382330", 23.0707, 72.6622], ["Sachin GIDC, Surat", "394230", 21.0893, 72.8833], ["Makarpura GIDC, Vadodara", "390010", 22.2585, 73.1877]] },
  Rajasthan: { gst: "08", cin: "RJ", towns: [["Sitapura Industrial Area, Jaipur", "302022", 26.7806, 75.8443], ["Basni Industrial Area, Jodhpur", "342005", 26.2363, 73.0077], ["Madri Industrial Area, Udaipur", "313003", 24.5599, 73.7205]] },
  "Uttar Pradesh": { gst: "09", cin: "UP", towns: [["Sector 63, Noida", "201301", 28.6276, 77.3806], ["Panki Industrial Area, Kanpur", "208022", 26.4773, 80.2386], ["Chinhat Industrial Area, Lucknow", "226019", 26.8794, 81.0269]] },
  "West Bengal": { gst: "19", cin: "WB", towns: [["Taratala Industrial Estate, Kolkata", "700088", 22.5063, 88.3174], ["Bidhannagar, Durgapur", "713212", 23.5384, 87.2855], ["Dabgram, Siliguri", "734004", 26.7044, 88.4172]] },
  "Madhya Pradesh": { gst: "23", cin: "MP", towns: [["Sanwer Road Industrial Area, Indore", "452015", 22.7516, 75.8585], ["Govindpura, Bhopal", "462023", 23.2555, 77.4586], ["Richhai Industrial Area, Jabalpur", "482010", 23.1325, 79.9921]] },
  Bihar: { gst: "10", cin: "BR", towns: [["Patliputra Industrial Area, Patna", "800013", 25.6217, 85.1013], ["Bela Industrial Area, Muzaffarpur", "842005", 26.1293, 85.3647], ["Barari, Bhagalpur", "812003", 25.2623, 87.0152]] },
  Odisha: { gst: "21", cin: "OR", towns: [["Mancheswar Industrial Estate, Bhubaneswar", "751010", 20.3178, 85.8449], ["Jagatpur Industrial Estate, Cuttack", "754021", 20.5025, 85.9153], ["Kalunga Industrial Estate, Rourkela", "770031", 22.2604, 84.7963]] },
};

export const NAMES = [
  ["Sahyadri Precision Castings", "forging"],
  ["Konkan Agro Foods", "food"],
  ["Vidarbha Cotspin", "textile"],
  ["Nandi Auto Components", "auto"],
  ["Chamundi Silk Weavers", "textile"],
  ["Coastal Marine Exports", "food"],
  ["Cauvery Pumps & Valves", "engineering"],
  ["Kongu Textile Mills", "textile"],
  ["Meenakshi Packaging", "packaging"],
  ["Sabarmati Chemicals", "chemical"],
  ["Tapi Diamond Tools", "engineering"],
  ["Baroda Polymers", "plastics"],
  ["Amber Marble Industries", "stone"],
  ["Marwar Handicrafts", "crafts"],
  ["Mewar Zinc Alloys", "metal"],
  ["Ganga Steel Fabricators", "metal"],
  ["Awadh Leather Works", "leather"],
  ["Lucknow Chikan Exports", "textile"],
  ["Hooghly Jute Products", "textile"],
  ["Damodar Refractories", "ceramics"],
  ["Teesta Tea Traders", "food"],
  ["Malwa Soya Processors", "food"],
  ["Narmada Electricals", "electrical"],
  ["Satpura Cement Products", "building"],
  ["Magadh Rice Mills", "food"],
  ["Vaishali Bricks & Tiles", "building"],
  ["Vikramshila Silk House", "textile"],
  ["Kalinga Ferro Alloys", "metal"],
  ["Mahanadi Aqua Farms", "food"],
  ["Utkal Fabrication Works", "engineering"],
] as const;
export const CONTACTS = [
  "Rohan Deshmukh",
  "Kavya Reddy",
  "Sandeep Iyer",
  "Meera Patel",
  "Vikram Rathore",
  "Anjali Verma",
  "Sourav Ghosh",
  "Neha Tiwari",
  "Amit Kumar",
  "Sasmita Das",
];

export const NOTES = [
  "Production running on two shifts; stock yard well organised.",
  "Signboard at the gate differs from the KYC name; asked for updated documents.",
  "Machinery idle during the visit; owner says orders pick up after the festival season.",
  "Raw material stock lower than the last stock statement.",
  "Fire extinguishers serviced; insurance renewal due next month.",
  "New shed under construction at the rear of the plot.",
  "",
  "",
];
